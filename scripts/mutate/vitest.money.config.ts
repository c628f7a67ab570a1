// Vitest for `npm run mutate -- money`: only the tests of that area (see areas.ts).
import { areaVitestConfig } from './vitest-area.ts';

export default areaVitestConfig('money');
