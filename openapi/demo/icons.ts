import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { iconSizes } from './demo-values.ts';

// The icon catalogue of the demo template (seed appendix, D18), in the Material Symbols metadata
// shape the template read. Sample data in English (D17).

export const IconSize = Type.Enum(iconSizes);

export const Icon = Type.Object({
  name: Type.String({ description: 'The ligature name, e.g. account_circle' }),
  version: Type.Integer({ minimum: 1 }),
  unsupported_families: Type.Array(Type.String()),
  categories: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  sizes_px: Type.Array(IconSize),
});
export type Icon = Static<typeof Icon>;

export const IconsResponse = Envelope(Type.Array(Icon));
export type IconsResponse = Static<typeof IconsResponse>;
