// Hand-written after ignite's boilerplate/app/i18n/ar.ts (realworld3/ignite).
import demoAr from "./demo-ar"
import { Translations } from "./en"

const ar: Translations = {
  common: {
    ok: "نعم",
    logOut: "تسجيل خروج", // @demo remove-current-line
  },
  welcomeScreen: {
    postscript:
      "ربما لا يكون هذا هو الشكل الذي يبدو عليه تطبيقك",
    greeting: `أهلًا ${name}`,
  },
  ...demoAr,
}

export default ar
