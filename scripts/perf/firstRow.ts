/** A resource the page requested: its URL, and when, in ms since the navigation started. */
export interface ResourceStart {
  name: string;
  startTime: number;
}

/**
 * An expression a page evaluates on each frame: the time since the navigation started once an
 * element `selector` matches is on screen (laid out with a height, not under a table's loading
 * veil), false before.
 */
export const firstShownExpression = (selector: string) =>
  `(() => [...document.querySelectorAll(${JSON.stringify(selector)})].some((element) => ` +
  `element.getBoundingClientRect().height > 0 && !element.closest('.ant-spin-blur')) && performance.now())()`;

/** Whether a resource whose URL matches `pattern` was requested before `moment`. */
export const requestedBefore = (resources: readonly ResourceStart[], pattern: RegExp, moment: number) =>
  resources.some((resource) => pattern.test(resource.name) && resource.startTime < moment);
