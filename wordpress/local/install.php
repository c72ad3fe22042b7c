<?php
// Installs WordPress into the empty database of a local site and installs the plugin from its zip
// with WordPress's own unzip (the way a site owner's upload goes). Input: JSON on standard input.
declare(strict_types=1);

require __DIR__ . '/bootstrap.php';
$input = ws_local_input();

define('WP_INSTALLING', true);
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$result = wp_install($input['title'], 'admin', $input['email'], false, '', $input['passwords']['admin'], 'de_DE');
if (is_wp_error($result)) {
    fwrite(STDERR, $result->get_error_message() . "\n");
    exit(1);
}
update_option('WPLANG', 'de_DE');
update_option('timezone_string', 'Europe/Berlin');
update_option('date_format', 'j. F Y');
update_option('blogdescription', 'Karosserie, Lack und Smart Repair in Stuttgart');
update_option('posts_per_page', 6);

WP_Filesystem();
$unzipped = unzip_file($input['zip'], WP_PLUGIN_DIR);
if (is_wp_error($unzipped)) {
    fwrite(STDERR, 'the plugin zip did not unpack: ' . $unzipped->get_error_message() . "\n");
    exit(1);
}
echo "WordPress installed, plugin unpacked\n";
