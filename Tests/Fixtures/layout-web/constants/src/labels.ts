export const LABELS = Object.freeze({
  created: 'msg.created',
  nested: { archived: 'msg.archived' },
  count: 3,
});

export enum Menu { Open = 'menu.open' }
