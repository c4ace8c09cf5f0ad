/** The five contract documents, openapi/<name>.yaml. */
export const CONTRACT_DOCUMENTS = ['rest', 'oauth', 'epayment', 'face', 'helpdesk'] as const;
