// LINKS.md: the short-link API of the live product, with our rules where it is silent; one file per part.
export * from './link-type.ts'
export * from './link-targeting.ts'
export * from './link-input.ts'
export * from './link-list-query.ts'
export * from './link-answers.ts'
