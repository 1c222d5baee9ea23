/** /home-value opened for a neighbourhood (its page's 'What is my home worth?'): the facts form starts in it. */
export const homeValuePath = (neighborhood: string) => `/home-value?${new URLSearchParams({ neighborhood }).toString()}`;
