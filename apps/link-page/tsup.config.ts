import type { Options } from 'tsup';
import { serverBuild } from '../../tsup.shared';

/** The shared server build; esbuild stays external (it builds the client script at start). */
export default { ...(serverBuild() as Options), external: ['esbuild'] };
