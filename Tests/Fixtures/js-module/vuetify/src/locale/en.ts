// Hand-written after vuetify's packages/vuetify/src/locale/en.ts (realworld3/vuetify).
export default {
  badge: 'Badge',
  dataTable: {
    itemsPerPageText: 'Rows per page:',
    ariaLabel: {
      sortNone: 'Not sorted.',
    },
  },
  pageText: '{0}-{1} of {2}',
}
