// Vitest for `npm run mutate -- distribution`: only the tests of that area (see areas.ts).
import { areaVitestConfig } from './vitest-area.ts';

export default areaVitestConfig('distribution');
