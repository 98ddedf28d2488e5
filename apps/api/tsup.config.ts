import { serverBuild } from '../../tsup.shared';

export default serverBuild();
