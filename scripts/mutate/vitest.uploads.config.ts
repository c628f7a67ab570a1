// Vitest for `npm run mutate -- uploads`: only the tests of that area (see areas.ts).
import { areaVitestConfig } from './vitest-area.ts';

export default areaVitestConfig('uploads');
