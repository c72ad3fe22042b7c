<?php
/**
 * Deleting the plugin (not deactivating it): the consent records' table, the settings option, the
 * records' table version and the daily clean-up event go, on every site of a network.
 * The plugin's files are not loaded here, so the names are written out.
 */

declare(strict_types=1);

if (!defined('WP_UNINSTALL_PLUGIN')) {
    exit;
}

/** Removes the plugin's data of the current site. */
function ws_uninstall_site(): void
{
    global $wpdb;
    $table = $wpdb->prefix . 'ws_consent_records';
    $wpdb->query("DROP TABLE IF EXISTS `{$table}`");
    delete_option('ws_consent_settings');
    delete_option('ws_records_db_version');
    delete_option('ws_services_scan');
    wp_clear_scheduled_hook('ws_records_cleanup');
}

if (is_multisite()) {
    foreach (get_sites(['fields' => 'ids', 'number' => 0]) as $site_id) {
        switch_to_blog((int) $site_id);
        ws_uninstall_site();
        restore_current_blog();
    }
} else {
    ws_uninstall_site();
}
