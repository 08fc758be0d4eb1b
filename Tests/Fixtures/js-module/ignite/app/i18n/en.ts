// Hand-written after ignite's boilerplate/app/i18n/en.ts (realworld3/ignite).
import demoEn from "./demo-en"

const en = {
  common: {
    ok: "OK!",
    logOut: "Log Out", // @demo remove-current-line
  },
  welcomeScreen: {
    postscript:
      "psst — This probably isn't what your app looks like.",
    greeting: `Welcome`,
  },
  ...demoEn,
}

export default en
export type Translations = typeof en
