// The root element of a remote's screen. A remote's Tailwind rules are scoped under
// [data-mf-scope="<remote>"], so overlays the remote opens (dialogs) are portalled inside this
// element instead of document.body.
import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';

const PortalContainerContext = createContext<HTMLElement | null>(null);

export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}

export function RemoteScope({ name, children }: { name: string; children: ReactNode }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  return (
    <div data-mf-scope={name} ref={setElement}>
      <PortalContainerContext.Provider value={element}>{children}</PortalContainerContext.Provider>
    </div>
  );
}

/** Wraps a remote's exposed screen in its RemoteScope. */
export function withRemoteScope<P extends object>(name: string, Screen: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <RemoteScope name={name}>
        <Screen {...props} />
      </RemoteScope>
    );
  }
  Scoped.displayName = `${name}(${Screen.displayName || Screen.name || 'Screen'})`;
  return Scoped;
}
