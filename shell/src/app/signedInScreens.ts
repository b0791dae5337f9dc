// What only a signed-in user sees, loaded after the login screen as one chunk (lazyScreens): the top
// navigation (links, online pill, account menu), Home, the loader of the remotes' screens, and the
// Redux store with the push stream around them (and the start of a page's first reads), and the banner
// of the player's drafts.
export { TopNav } from '../features/navigation/components/TopNav';
export { HomePage } from '../features/home/components/HomePage';
export { RemoteRoute } from '../features/federation/components/RemoteRoute';
export { SignedInStore } from './SignedInStore';
export { startRouteData } from './store';
export { OnTheClock } from '../features/on-the-clock/components/OnTheClock';
