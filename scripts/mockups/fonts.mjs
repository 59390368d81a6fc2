// Font stacks available to librsvg here (fontconfig): the mock-ups only use these.
export const serif = "Liberation Serif, DejaVu Serif, serif"
export const sans = "Liberation Sans, DejaVu Sans, sans-serif"
