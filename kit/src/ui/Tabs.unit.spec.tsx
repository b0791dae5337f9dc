import { renderToStaticMarkup } from 'react-dom/server';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

function tabs(props: { value?: string; defaultValue?: string }): string {
  return renderToStaticMarkup(
    <Tabs {...props}>
      <TabsList aria-label="Sign in">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="register">Register</TabsTrigger>
      </TabsList>
      <TabsContent value="login">login form</TabsContent>
      <TabsContent value="register">register form</TabsContent>
    </Tabs>,
  );
}

const attribute = (html: string, tag: RegExp, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag.exec(html)?.[0] ?? '')?.[1];

describe('tabs', () => {
  it('mark the selected tab and render its panel only, labelled by the tab', () => {
    const html = tabs({ value: 'register' });
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/<button[^>]*aria-selected="false"[^>]*>Login</);
    expect(html).toMatch(/<button[^>]*aria-selected="true"[^>]*data-state="active"[^>]*>Register</);
    expect(html).toContain('register form');
    expect(html).not.toContain('login form');
    const tabId = attribute(html, /<button[^>]*>Register/, 'id');
    const panelId = attribute(html, /<button[^>]*>Register/, 'aria-controls');
    expect(attribute(html, /<div[^>]*role="tabpanel"[^>]*>/, 'id')).toBe(panelId);
    expect(attribute(html, /<div[^>]*role="tabpanel"[^>]*>/, 'aria-labelledby')).toBe(tabId);
  });

  it('take only the selected tab into the tab order', () => {
    const html = tabs({ defaultValue: 'login' });
    expect(html).toMatch(/<button[^>]*tabindex="0"[^>]*>Login</);
    expect(html).toMatch(/<button[^>]*tabindex="-1"[^>]*>Register</);
    expect(html).toContain('login form');
  });
});
