import { PlayerRoomScreen } from '../features/draft-room/components/PlayerRoomScreen';
import { scoped } from './scoped';

export default scoped(PlayerRoomScreen);
