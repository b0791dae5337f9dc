import { MiniGamesConfigPlaceholder } from '../features/configuration/components/MiniGamesConfigPlaceholder';
import { scoped } from './scoped';

export default scoped(MiniGamesConfigPlaceholder);
