/**
 * uPlot and its style sheet, in a chunk of their own: the statistics page loads them after its text and
 * tables are on screen.
 *
 * @module
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export default uPlot;
