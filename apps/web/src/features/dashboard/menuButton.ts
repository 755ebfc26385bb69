/** The mobile menu button's look, the same before and after the menu's code has loaded. */
export const MENU_BUTTON_CLASS = '-ms-2 rounded-lg p-2 hover:bg-canvas min-[992px]:hidden';
