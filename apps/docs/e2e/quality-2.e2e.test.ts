/**
 * The second half of the pages' quality bars (390 px, axe, light and dark): see `quality.ts`. A file of its
 * own so that Vitest runs the two halves in two workers side by side (the checks of every page were the
 * docs' browser tier's longest file by far).
 */
import { describeQuality } from './quality';

describeQuality(1);
