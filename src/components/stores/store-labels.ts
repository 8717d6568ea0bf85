/** Labels of the stores section (the stores themselves come from content/stores). */
export const STORE_LABELS = {
  title: 'Visit Us',
  text: 'Two addresses in Hyderabad, open every day.',
  phone: 'Phone:',
  services: 'Services',
  hours: 'Opening hours',
  map: 'View on Map',
  newTab: '(opens in a new tab)',
  items: 'stores',
} as const;
