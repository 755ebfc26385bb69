/** The bell's look, the same before and after its panel's code has loaded. */
export const BELL_CLASS = 'relative rounded-full p-2 text-ink hover:bg-canvas';
