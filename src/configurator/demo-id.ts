/**
 * A page's configurator sample is its demo number 0, ahead of the examples (1, 2, …): a demo folder
 * like any other, so the playground compiles, shares and persists it as it does the examples.
 */
export const configuratorDemoId = (slug: string) => `${slug}-demo0`;

export const isConfiguratorDemo = (demoId: string) => demoId.endsWith('-demo0');
