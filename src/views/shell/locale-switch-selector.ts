/** The language switcher's links; the value of the mark is the language the link switches to. */
export const LOCALE_SWITCH = "[data-locale-switch]";
