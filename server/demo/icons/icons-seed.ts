import type { IconSize } from '#openapi/demo/demo-values.ts';
import type { Icon } from '#openapi/demo/icons.ts';

// A slice of the Material Symbols catalogue the template listed; sample data in English (D17).
type SeedIcon = [name: string, category: string, tags: string[], sizes: IconSize[]];

const all: IconSize[] = [18, 20, 24];

const icons: SeedIcon[] = [
  ['account_circle', 'action', ['avatar', 'person', 'profile', 'user'], all],
  ['bookmark', 'action', ['favorite', 'save', 'remember'], all],
  ['calendar_today', 'action', ['date', 'day', 'event', 'schedule'], all],
  ['check_circle', 'action', ['approve', 'complete', 'done', 'ok'], all],
  ['delete', 'action', ['bin', 'remove', 'trash'], all],
  ['done', 'action', ['approve', 'check', 'complete'], [20, 24]],
  ['home', 'action', ['address', 'house', 'place'], all],
  ['search', 'action', ['find', 'glass', 'look', 'magnify'], all],
  ['settings', 'action', ['gear', 'options', 'preferences'], all],
  ['schedule', 'action', ['clock', 'date', 'time'], [20, 24]],
  ['work', 'action', ['bag', 'briefcase', 'job', 'office'], all],
  ['chat', 'communication', ['bubble', 'comment', 'message'], all],
  ['email', 'communication', ['envelope', 'letter', 'mail', 'message'], all],
  ['call', 'communication', ['cell', 'contact', 'phone', 'telephone'], [18, 24]],
  ['forum', 'communication', ['community', 'conversation', 'discussion'], [24]],
  ['add', 'content', ['create', 'new', 'plus'], all],
  ['content_copy', 'content', ['clone', 'duplicate', 'copy'], all],
  ['filter_list', 'content', ['filter', 'refine', 'sort'], all],
  ['flag', 'content', ['mark', 'report'], [20, 24]],
  ['inbox', 'content', ['archive', 'email', 'mail', 'message'], all],
  ['send', 'content', ['email', 'mail', 'message', 'share'], all],
  ['attach_file', 'editor', ['add', 'clip', 'link', 'paperclip'], all],
  ['format_bold', 'editor', ['text', 'type', 'weight'], [18, 20]],
  ['insert_chart', 'editor', ['analytics', 'bar', 'graph', 'statistics'], all],
  ['folder', 'file', ['directory', 'drive', 'storage'], all],
  ['cloud_upload', 'file', ['backup', 'drive', 'storage', 'upload'], all],
  ['download', 'file', ['arrow', 'downloads', 'save'], all],
  ['description', 'file', ['article', 'document', 'notes', 'page'], all],
  ['arrow_back', 'navigation', ['back', 'left', 'previous'], all],
  ['close', 'navigation', ['cancel', 'exit', 'stop', 'x'], all],
  ['expand_more', 'navigation', ['arrow', 'chevron', 'collapse', 'down'], all],
  ['menu', 'navigation', ['hamburger', 'lines', 'list'], all],
  ['notifications', 'social', ['alarm', 'alert', 'bell', 'reminder'], all],
  ['school', 'social', ['academy', 'cap', 'college', 'education', 'graduation'], all],
  ['groups', 'social', ['community', 'people', 'team'], [20, 24]],
  ['person_add', 'social', ['account', 'add', 'new', 'user'], all],
  ['star', 'toggle', ['bookmark', 'favorite', 'rate', 'rating'], all],
  ['check_box', 'toggle', ['approved', 'checkbox', 'selected', 'tick'], all],
  ['toggle_on', 'toggle', ['active', 'enable', 'switch'], [24]],
  ['radio_button_checked', 'toggle', ['bullet', 'point', 'selected'], [20, 24]],
];

export const seedIcons = (): Icon[] =>
  icons.map(([name, category, tags, sizes], index) => ({
    name,
    // The template's versions vary by icon; a fixed rule keeps the sample deterministic.
    version: 10 + (index % 7),
    unsupported_families: index % 9 === 0 ? ['Material Icons Two Tone'] : [],
    categories: [category],
    tags,
    sizes_px: sizes,
  }));
