/**
 * The demo-template apps' names in the quick panel's shortcut list (D18, issue 31), in the page
 * registry's order: what every role with a role sees after its own pages while the demo stubs are on.
 */
export const demoShortcutNames = [
  'Mail',
  'E-commerce products',
  'E-commerce orders',
  'Invoice',
  'FAQ',
  'Knowledge base',
  'File manager',
  'Icons',
  'To-do',
  'Scrum board',
  'Calendar',
  'Notes',
  'Chat',
  'Contacts',
  'Academy',
  'Academy dashboard',
  'Reports',
  'Search',
  'Notifications',
  'Profile (template)',
  'Quick panel',
  'Bookmarks',
];
