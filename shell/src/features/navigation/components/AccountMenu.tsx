// The account menu. Its Radix dropdown (with floating-ui) loads once the first signed-in screen is
// drawn and the browser is idle, not with the login page nor ahead of the page itself. Until then the
// same button is drawn, disabled, so nothing moves.
import { lazy, Suspense } from 'react';
import { useWhenIdle } from '../hooks/useWhenIdle';
import { USER_MENU_BUTTON_CLASSES, UserMenuFace, type UserMenuProps } from './UserMenuFace';

const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

export function AccountMenu(props: UserMenuProps) {
  const idle = useWhenIdle();
  const placeholder = (
    <button type="button" disabled className={USER_MENU_BUTTON_CLASSES}>
      <UserMenuFace {...props} />
    </button>
  );
  if (!idle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenu {...props} />
    </Suspense>
  );
}
