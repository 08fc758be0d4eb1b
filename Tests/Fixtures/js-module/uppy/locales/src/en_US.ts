// Hand-written after uppy's packages/@uppy/locales/src/en_US.ts (realworld3/uppy).
import type { Locale } from '@uppy/core/utils'

const en_US: Locale<0 | 1> = {
  strings: {},
  pluralize(count) {
    if (count === 1) {
      return 0
    }
    return 1
  },
}

en_US.strings = {
  addMore: 'Add more',
  filesUploadedOfTotal: {
    '0': '%{complete} of %{smart_count} file uploaded',
    '1': '%{complete} of %{smart_count} files uploaded',
  },
}

export default en_US
