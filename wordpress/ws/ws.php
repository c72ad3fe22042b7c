<?php
/**
 * Plugin Name:       ws Consent and Elements
 * Description:       The workshop's front end on WordPress: cookie consent that holds everything back until the visitor agrees, consent records, and the ws-* web components for authors.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.2
 * License:           MIT
 * Text Domain:       ws
 */

declare(strict_types=1);

if (!defined('ABSPATH')) {
    exit;
}

/** The plugin's release, as its header says; the admin pages' own assets carry it in their URLs. */
const WS_VERSION = '0.1.0';
/** The one option that holds the site owner's settings (docs/WORDPRESS.md "Settings"). */
const WS_OPTION = 'ws_consent_settings';
/** The plugin's REST namespace: the settings' `url` is rest_url('ws'), the routes are ws/v1/... */
const WS_REST_NAMESPACE = 'ws/v1';

define('WS_PLUGIN_FILE', __FILE__);
define('WS_PLUGIN_DIR', __DIR__);

// Pure rules: no WordPress function inside, so phpunit loads them alone (test/php/).
require_once __DIR__ . '/includes/settings-rules.php';
require_once __DIR__ . '/includes/record-rules.php';
require_once __DIR__ . '/includes/allowed-html-rules.php';
require_once __DIR__ . '/includes/search-rules.php';
require_once __DIR__ . '/includes/page-rules.php';
require_once __DIR__ . '/includes/service-rules.php';
require_once __DIR__ . '/includes/printed-banner-rules.php';

// WordPress glue.
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/records.php';
require_once __DIR__ . '/includes/assets.php';
require_once __DIR__ . '/includes/rest.php';
require_once __DIR__ . '/includes/printed-banner.php';
require_once __DIR__ . '/includes/allowed-html.php';
require_once __DIR__ . '/includes/live-search.php';
require_once __DIR__ . '/includes/blog-feed.php';
require_once __DIR__ . '/includes/known-services.php';

if (is_admin()) {
    require_once __DIR__ . '/includes/admin-settings.php';
    require_once __DIR__ . '/includes/admin-records.php';
}

register_activation_hook(__FILE__, 'ws_activate');
register_deactivation_hook(__FILE__, 'ws_deactivate');

/** Creates the records table and schedules the daily clean-up. */
function ws_activate(): void
{
    ws_records_install();
    ws_records_schedule();
}

function ws_deactivate(): void
{
    ws_records_unschedule();
}
