import { packageBuild } from '../../tsup.shared';

export default packageBuild({ extraEntries: ['src/mocks/index.ts'] });
