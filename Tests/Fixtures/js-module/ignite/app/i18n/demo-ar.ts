// Hand-written after ignite's boilerplate/app/i18n/demo-ar.ts (realworld3/ignite).
import { DemoTranslations } from "./demo-en"

export const demoAr: DemoTranslations = {
  demoIcon: {
    useCase: { icons: { name: "أيقونات" } },
  },
}
