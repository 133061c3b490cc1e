//! A stand-alone server, for development, tests and the load harness.
//! (`horde serve` of the CLI starts the same server.)

use clap::Parser;
use horde_server::{Catalog, Config, ServeArgs, demo::Duel};
use horde_store::Database;
use std::net::SocketAddr;
use std::time::Duration;

#[derive(Debug, Parser)]
#[command(about = "Serve Horde matches over HTTP and WebSocket")]
struct Args {
    /// Address to listen on; port 0 picks a free one.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// Where matches are kept: a SQLite file (created if missing) or a
    /// postgres:// URL.
    #[arg(long, alias = "db", default_value = "horde.db")]
    database: Database,
    /// Milliseconds a bot waits before acting.
    #[arg(long, default_value_t = 400)]
    bot_delay_ms: u64,
    /// Also serve the demo game `duel`.
    #[arg(long)]
    demo: bool,
    #[command(flatten)]
    limits: ServeArgs,
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let args = Args::parse();
    if let Err(e) = horde_server::init_logging(args.limits.log.as_deref()) {
        eprintln!("horde-server: {e}");
        return std::process::ExitCode::FAILURE;
    }
    let mut catalog = Catalog::standard();
    if args.demo {
        catalog = catalog.with::<Duel>();
    }
    let config = Config {
        addr: args.addr,
        database: args.database,
        catalog,
        bot_delay: Duration::from_millis(args.bot_delay_ms),
        limits: args.limits.limits(),
        allowed_hosts: args.limits.allow_hosts.clone(),
    };
    let server = match horde_server::start(config).await {
        Ok(s) => s,
        Err(e) => {
            eprintln!("horde-server: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    // One machine-readable line, which the tests and the load harness read
    // to find the port.
    println!("listening on http://{} ({} matches resumed)", server.addr(), server.resumed());
    let _ = tokio::signal::ctrl_c().await;
    server.stop().await;
    std::process::ExitCode::SUCCESS
}
