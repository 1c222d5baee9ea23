/** The home feature's public entry: the home page's sections. Other features import only this (eslint.config.mjs). */
export {};
