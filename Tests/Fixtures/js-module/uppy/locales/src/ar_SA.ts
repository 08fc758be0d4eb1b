// Hand-written after uppy's packages/@uppy/locales/src/ar_SA.ts (realworld3/uppy).
import type { Locale } from '@uppy/core/utils'

const ar_SA: Locale<0 | 1> = {
  strings: {},
  pluralize(n) {
    if (n === 1) {
      return 0
    }
    return 1
  },
}

ar_SA.strings = {
  addMore: 'أضف ' + 'المزيد',
  filesUploadedOfTotal: {
    '0': '%{complete} من %{smart_count} تم رفع ملف',
    '1': '%{complete} من %{smart_count} تم رفع ملفات',
  },
}

// @ts-expect-error untyped
globalThis.Uppy.locales.ar_SA = ar_SA

export default ar_SA
