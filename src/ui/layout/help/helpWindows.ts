/** The named windows of the Help menu's links (SPEC 7), so that a second click reuses the first one's window. */
export const KNOWLEDGE_BASE_WINDOW = 'horizon-knowledge-base';
export const LEARNING_WINDOW = 'horizon-learning';
