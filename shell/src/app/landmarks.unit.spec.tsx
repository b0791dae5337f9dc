import { api } from '@reality-draft/kit/host';
import { configureStore } from '@reduxjs/toolkit';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { documentTitle } from './pageTitle';
import { REMOTE_ROUTES } from './remoteRoutes';

function render(path: string): string {
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });
  return renderToStaticMarkup(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
  );
}

const mains = (html: string) => html.match(/<main[\s>]/g)?.length ?? 0;

describe('screens outside the app frame', () => {
  it('have one main landmark: login, the login screen at a protected address, and 404', () => {
    expect(mains(render('/login'))).toBe(1);
    expect(mains(render('/admin'))).toBe(1);
    expect(mains(render('/no-such-page'))).toBe(1);
    expect(render('/no-such-page')).toContain('404 Page Not Found');
  });

  it('have one main landmark on a signed-out invite link, which reads the invite and opens on Register', () => {
    const html = render('/join/ABC123');
    expect(mains(html)).toBe(1);
    expect(html).toContain('Reading your invite...');
    expect(html).toMatch(/aria-selected="true"[^>]*>Register</);
    expect(html).not.toContain('Demo accounts');
  });
});

describe('page titles', () => {
  it('name the page, then the product', () => {
    expect(documentTitle('Draft Room')).toBe('Draft Room · Reality Draft');
  });

  it('are given for every remote route', () => {
    for (const route of REMOTE_ROUTES) expect(route.title.trim()).not.toBe('');
  });
});
