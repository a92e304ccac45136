/** Public API of the compare control: the toggle and the start hook of the exposed modules. */
export { CompareToggle } from './ui/compare-toggle';
export { useCompareStart } from './lib/use-compare-start';
