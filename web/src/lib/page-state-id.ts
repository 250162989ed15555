/** The element id of the page's dehydrated queries (`<script type="application/json">`, no inline script). */
export const PAGE_STATE_ID = 'page-state';
