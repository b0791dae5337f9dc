// The signed-in screens' parts as lazy components, so that /login loads none of their code. All come
// from one chunk; the app frame shows a placeholder bar and a loading state while it arrives.
import { lazy } from 'react';

const signedInScreens = () => import('./signedInScreens');

export const TopNav = lazy(() => signedInScreens().then((module) => ({ default: module.TopNav })));
export const HomePage = lazy(() => signedInScreens().then((module) => ({ default: module.HomePage })));
export const RemoteRoute = lazy(() => signedInScreens().then((module) => ({ default: module.RemoteRoute })));
export const SignedInStore = lazy(() => signedInScreens().then((module) => ({ default: module.SignedInStore })));
export const OnTheClock = lazy(() => signedInScreens().then((module) => ({ default: module.OnTheClock })));
