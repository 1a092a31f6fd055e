import { comingSoonRoute } from '../_shared/coming-soon-route';

// GET /admin/cartarm — "coming in this section" until its own issue lands
const route = comingSoonRoute('cartarm', 'cartarm');
export const generateMetadata = route.generateMetadata;
export default route.ComingSoonPage;
