import type { Page } from "playwright-core"

/** showAllSections renders every section of the landing for a full-page screenshot. */
export declare function showAllSections(page: Page): Promise<void>
