// Hand-written after vuetify's packages/vuetify/src/locale/ar.ts (realworld3/vuetify).
export default {
  badge: 'شارة',
  dataTable: {
    itemsPerPageText: 'عدد الصفوف لكل صفحة:',
    ariaLabel: {
      sortNone: "غير مرتب.",
    },
  },
  pageText: '{0}-{1} من {2}',
}
