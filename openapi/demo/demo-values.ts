// The demo apps' fixed value lists, TypeBox-free so the SPA's pages may import them without the
// schema library (the schemas in the sibling modules are built from these).

/** The pixel sizes an icon is drawn at (seed appendix). */
export const iconSizes = [18, 20, 24] as const;
export type IconSize = (typeof iconSizes)[number];

/** The colours a to-do or notes label may have; the pages map each to a tag colour. */
export const labelColors = ['red', 'orange', 'green', 'blue', 'purple'] as const;
export type LabelColorName = (typeof labelColors)[number];
