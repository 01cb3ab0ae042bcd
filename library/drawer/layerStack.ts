/**
 * Order of the open drawers, so Escape closes only the topmost one when drawers are nested.
 */
const layers: object[] = [];

/** Puts a layer on top and returns the function that removes it. */
export function pushLayer(layer: object): () => void {
  layers.push(layer);
  return () => {
    const index = layers.indexOf(layer);
    if (index !== -1) layers.splice(index, 1);
  };
}

export const isTopLayer = (layer: object): boolean => layers[layers.length - 1] === layer;
