// Hand-written after ignite's boilerplate/app/i18n/demo-en.ts (realworld3/ignite).
export const demoEn = {
  demoIcon: {
    useCase: { icons: { name: "Icons" } },
  },
}

export default demoEn
export type DemoTranslations = typeof demoEn
