<?php
/**
 * phpunit's bootstrap: only the plugin's pure rule files (no WordPress function is called in them).
 *
 *   phpunit --bootstrap test/php/bootstrap.php test/php     (or: npm run test:php)
 */

declare(strict_types=1);

foreach (glob(__DIR__ . '/../../wordpress/ws/includes/*-rules.php') as $ws_rule_file) {
    require_once $ws_rule_file;
}
