/**
 * The MLS's disclaimer every MLS listing carries (docs/product/mls.md#display), with the time of the
 * source's last successful sync. Each source may set its own wording; `<time>` marks where the time goes.
 */
export const MLS_DISCLAIMER_TIME = '<time>';

export const MLS_DISCLAIMER_DEFAULT = `Listing information is deemed reliable but not guaranteed. Data last updated ${MLS_DISCLAIMER_TIME}.`;

/** The disclaimer in `wording` (the default unless the source sets one), with `time` (already written for the reader) in place. */
export const mlsDisclaimer = (time: string, wording: string = MLS_DISCLAIMER_DEFAULT) => wording.split(MLS_DISCLAIMER_TIME).join(time);
