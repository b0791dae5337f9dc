import { AdminRoomScreen } from '../features/draft-room/components/AdminRoomScreen';
import { scoped } from './scoped';

export default scoped(AdminRoomScreen);
